# Port of a Hugging Face Trainer fine-tuning script to MindFormers: tiny Llama on synthetic tokens
import numpy as np
import mindspore as ms
from mindformers import LlamaConfig, LlamaForCausalLM, Trainer, TrainingArguments
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

config = LlamaConfig(
    vocab_size=512, hidden_size=64, num_layers=2, num_heads=4, seq_length=32, batch_size=4,
    intermediate_size=128, use_flash_attention=False, compute_dtype="float32", param_init_type="float32",
)
model = LlamaForCausalLM(config)
print(f"model params: {sum(p.size for p in model.trainable_params())}")

rng = np.random.default_rng(0)
tokens = rng.integers(0, 512, size=(256, 33)).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"input_ids": tokens}, shuffle=True).batch(4, drop_remainder=True)

args = TrainingArguments(
    output_dir="./output_003",
    num_train_epochs=1,
    per_device_train_batch_size=4,
    learning_rate=5e-4,
    warmup_ratio=0.1,
    lr_scheduler_type="cosine",
    logging_steps=10,
    fp16=True,
    save_strategy="no",
)
trainer = Trainer(model=model, args=args, train_dataset=train_ds)
trainer.train()
