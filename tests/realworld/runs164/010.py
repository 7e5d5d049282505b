"""SFT of a tiny LLaMA with the MindFormers Trainer; arguments carried over from an HF Trainer script."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindformers import LlamaConfig, LlamaForCausalLM, Trainer, TrainingArguments

ms.set_context(mode=ms.PYNATIVE_MODE)
SEQ, VOCAB = 32, 256

config = LlamaConfig(batch_size=2, seq_length=SEQ, hidden_size=64, num_layers=2, num_heads=4,
                     intermediate_size=128, vocab_size=VOCAB, compute_dtype="float32",
                     param_init_type="float32", layernorm_compute_type="float32",
                     softmax_compute_type="float32", rotary_dtype="float32", use_flash_attention=False)
model = LlamaForCausalLM(config)
print(f"model built: {sum(p.size for p in model.trainable_params())} trainable params")

rng = np.random.default_rng(0)
samples = rng.integers(3, VOCAB, size=(64, SEQ + 1)).astype(np.int32)
train_dataset = ds.NumpySlicesDataset({"input_ids": samples}, shuffle=True).batch(2, drop_remainder=True)

args = TrainingArguments(
    output_dir="/home/user/project/sft_out",
    num_train_epochs=1,
    per_device_train_batch_size=2,
    learning_rate=2e-4,
    warmup_ratio=0.03,
    lr_scheduler_type="cosine",
    logging_steps=4,
    save_total_limit=1,
    gradient_accumulation_steps=1,
    gradient_checkpointing=True,
)
trainer = Trainer(model=model, args=args, train_dataset=train_dataset)
trainer.train()
