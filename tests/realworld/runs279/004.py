"""Move an HF Trainer recipe to MindFormers TrainingArguments + Trainer."""
import numpy as np
import mindspore as ms
from mindformers import TrainingArguments, LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

hf_args = dict(
    output_dir="./out_004",
    num_train_epochs=1,
    per_device_train_batch_size=4,
    learning_rate=2e-4,
    warmup_ratio=0.03,
    lr_scheduler_type="cosine",
    logging_steps=1,
    save_steps=100,
    evaluation_strategy="no",
    gradient_accumulation_steps=1,
    fp16=False,
)
print("training arguments:", hf_args)
args = TrainingArguments(**hf_args)
config = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, vocab_size=256, seq_length=32)
model = LlamaForCausalLM(config)
print("model built")
