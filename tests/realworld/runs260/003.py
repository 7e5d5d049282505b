"""Migrating HF Trainer setup to MindFormers TrainingArguments."""
import mindspore as ms
from mindformers import TrainingArguments

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

args = TrainingArguments(
    output_dir="./output_sft",
    per_device_train_batch_size=4,
    learning_rate=2e-5,
    num_train_epoch=3,
    warmup_ratio=0.03,
    logging_steps=10,
    save_steps=500,
    seed=42,
)
print(args)
