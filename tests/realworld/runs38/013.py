# HF TrainingArguments ported to MindFormers TrainingArguments; the HF script used
# lr_scheduler_type="linear_with_warmup" (its own helper name), which is not a MindFormers LrSchedulerType.
from mindformers import TrainingArguments

args = TrainingArguments(
    output_dir="./output",
    num_train_epochs=3,
    per_device_train_batch_size=8,
    learning_rate=2e-5,
    warmup_ratio=0.1,
    weight_decay=0.01,
    lr_scheduler_type="linear_with_warmup",
    logging_steps=10,
    save_steps=500,
)
print(args.learning_rate, args.lr_scheduler_type)
