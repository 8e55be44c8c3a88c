DROP INDEX "activity_students_student_idx";--> statement-breakpoint
CREATE INDEX "activity_students_activity_report_idx" ON "activity_students" USING btree ("activity_id","platform_id","student_id","status","score","pokz");--> statement-breakpoint
CREATE INDEX "activity_students_student_idx" ON "activity_students" USING btree ("platform_id","student_id","activity_id","status","score","pokz");