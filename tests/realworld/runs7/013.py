# mindformers TrainingArguments filled from a recipe that states warm-up as a percentage ("warmup 10%"), so
# warmup_ratio=10 instead of 0.1.
from mindformers import TrainingArguments
args = TrainingArguments(output_dir="./out", num_train_epochs=3, per_device_train_batch_size=4,
                         learning_rate=2e-5, lr_scheduler_type="cosine", warmup_ratio=10, logging_steps=10,
                         save_steps=500)
print(args.get_warmup_steps(1000) if hasattr(args, "get_warmup_steps") else args.warmup_ratio)
