# Fine-tuning script migrated from transformers.Trainer to mindformers.Trainer.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindformers import LlamaConfig, LlamaForCausalLM, Trainer, TrainingArguments

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

config = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, vocab_size=1000, seq_length=32,
                     batch_size=2, compute_dtype="float32", param_init_type="float32",
                     layernorm_compute_type="float32", softmax_compute_type="float32")
model = LlamaForCausalLM(config)

def gen():
    rng = np.random.default_rng(0)
    for _ in range(64):
        yield (rng.integers(0, 1000, 33).astype(np.int32),)
train_ds = ds.GeneratorDataset(gen, ["input_ids"]).batch(2, drop_remainder=True)

args = TrainingArguments(
    output_dir="./output_ft",
    per_device_train_batch_size=2,
    gradient_accumulation_steps=1,
    learning_rate=2e-5,
    num_train_epochs=1,
    lr_scheduler_type="cosine",
    warmup_ratio=0.03,
    logging_steps=1,
    save_strategy="no",
    eval_strategy="no",
    bf16=False,
    report_to="none",
)
trainer = Trainer(model=model, args=args, train_dataset=train_ds)
trainer.train()
