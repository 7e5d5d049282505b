"""Fine-tune a tiny causal LM with the MindFormers Trainer (script adapted from an HF transformers example)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindformers import Trainer, TrainingArguments, LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

training_args = TrainingArguments(
    output_dir="./tiny_llama_sft",
    num_train_epochs=1,
    per_device_train_batch_size=4,
    gradient_accumulation_steps=1,
    learning_rate=2e-4,
    lr_scheduler_type="cosine",
    warmup_ratio=0.05,
    logging_steps=5,
    eval_strategy="steps",
    eval_steps=20,
    save_steps=50,
    bf16=True,
    seed=42,
)

config = LlamaConfig(vocab_size=512, hidden_size=64, num_layers=2, num_heads=4, seq_length=32, batch_size=4)
model = LlamaForCausalLM(config)

rng = np.random.default_rng(0)
ids = rng.integers(0, 512, size=(64, 33)).astype(np.int32)
train_dataset = ds.NumpySlicesDataset({"input_ids": ids}, shuffle=True).batch(4, drop_remainder=True)

trainer = Trainer(model=model, args=training_args, train_dataset=train_dataset, task="text_generation")
trainer.train()
