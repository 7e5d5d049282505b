# HF Trainer fine-tuning script ported to MindFormers Trainer (tiny Llama, synthetic corpus)
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindformers import Trainer, TrainingArguments, LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

SEQ = 64
rng = np.random.default_rng(3)
tokens = rng.integers(3, 512, (128, SEQ + 1)).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"input_ids": tokens}, shuffle=True).batch(4, drop_remainder=True)
eval_ds = ds.NumpySlicesDataset({"input_ids": tokens[:16]}, shuffle=False).batch(4, drop_remainder=True)

training_args = TrainingArguments(
    output_dir="./llama_tiny_sft",
    num_train_epochs=1,
    per_device_train_batch_size=4,
    per_device_eval_batch_size=4,
    learning_rate=2e-4,
    weight_decay=0.0,
    warmup_ratio=0.03,
    lr_scheduler_type="cosine",
    logging_steps=5,
    eval_strategy="steps",
    eval_steps=20,
    save_strategy="no",
    seed=42,
)

config = LlamaConfig(vocab_size=512, hidden_size=64, num_layers=2, num_heads=4, seq_length=SEQ,
                     intermediate_size=128, batch_size=4)
model = LlamaForCausalLM(config)
print(f"model params: {sum(p.size for p in model.trainable_params())}")

trainer = Trainer(model=model, args=training_args, train_dataset=train_ds, eval_dataset=eval_ds)
trainer.train()
