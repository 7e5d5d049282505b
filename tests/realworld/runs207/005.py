"""Fine-tuning setup with MindFormers TrainingArguments, written from a Hugging Face Trainer script."""
import numpy as np
import mindspore as ms
from mindformers import TrainingArguments

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

args = TrainingArguments(
    output_dir="./output_005",
    num_train_epochs=2,
    per_device_train_batch_size=8,
    learning_rate=5e-5,
    warmup_ratio=0.1,
    evaluation_strategy="steps",
    bf16=True,                       # mixed precision, as in the HF script
    logging_steps=10,
    save_steps=100,
    seed=42,
)
print(args)
