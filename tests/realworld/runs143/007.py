"""Fine-tune script moved from transformers.Trainer to the MindFormers TrainingArguments/Trainer API."""
import numpy as np
from mindformers import TrainingArguments

args = TrainingArguments(
    output_dir="./output/cls_run",
    num_train_epochs=2,
    per_device_train_batch_size=8,
    per_device_eval_batch_size=8,
    learning_rate=2e-5,
    warmup_ratio=0.1,
    weight_decay=0.01,
    logging_steps=10,
    eval_strategy="steps",
    eval_steps=50,
    save_strategy="steps",
    save_steps=50,
    seed=42,
)
print(args)
