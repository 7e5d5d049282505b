# HF TrainingArguments values carried over into mindformers.TrainingArguments
from mindformers import TrainingArguments

args = TrainingArguments(
    output_dir="./output",
    per_device_train_batch_size=4,
    gradient_accumulation_steps=2,
    learning_rate=2e-5,
    num_train_epochs=1,
    optim="adamw_torch",
    lr_scheduler_type="cosine",
    warmup_ratio=0.03,
    logging_steps=10,
)
print(args)
