# Fine-tune setup with MindFormers Trainer (arguments copied from an HF Trainer script)
import numpy as np
import mindspore as ms
from mindformers import TrainingArguments

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

args = TrainingArguments(
    output_dir="./output_finetune",
    per_device_train_batch_size=4,
    gradient_accumulation_step=2,
    num_train_epochs=1,
    learning_rate=5e-5,
    warmup_ratio=0.1,
    logging_steps=1,
    save_steps=100,
    seed=42,
)
print(args)
