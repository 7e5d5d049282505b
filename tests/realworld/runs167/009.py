"""Fine-tune a tiny MindFormers Llama on synthetic token data with Trainer + TrainingArguments (args ported from a HF script)."""
import numpy as np
import mindspore.dataset as ds
from mindformers import LlamaConfig, LlamaForCausalLM, Trainer, TrainingArguments

SEQ, VOCAB = 32, 256
rng = np.random.default_rng(0)
tokens = rng.integers(1, VOCAB, size=(64, SEQ + 1)).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"input_ids": tokens}, shuffle=True).batch(4, drop_remainder=True)

config = LlamaConfig(vocab_size=VOCAB, hidden_size=64, num_layers=2, num_heads=4,
                     seq_length=SEQ, compute_dtype="float32", param_init_type="float32")
model = LlamaForCausalLM(config)

args = TrainingArguments(
    output_dir="/home/user/project/llama_ft",
    num_train_epochs=1,
    per_device_train_batch_size=4,
    learning_rate=2e-4,
    warmup_ratio=0.1,
    logging_strategy="step",
    logging_steps=2,
    save_strategy="no",
)
trainer = Trainer(model=model, args=args, train_dataset=train_ds)
trainer.train()
