# Mistake: HF TrainingArguments values carried over 1:1 to mindformers.TrainingArguments;
# save_strategy="epoch" is valid in transformers but MindFormers' SaveIntervalStrategy only
# knows 'no', 'steps' and 'seconds'.
from mindformers import TrainingArguments

args = TrainingArguments(
    output_dir="./output/qwen2_sft",
    per_device_train_batch_size=4,
    learning_rate=2e-5,
    num_train_epochs=3,
    warmup_ratio=0.03,
    lr_scheduler_type="cosine",
    logging_steps=10,
    save_strategy="epoch",
    save_total_limit=2,
)
print(args)
