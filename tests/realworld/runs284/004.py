"""Port of a HF Trainer causal-LM fine-tune script to MindFormers Trainer (tiny Llama, synthetic corpus)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindformers import Trainer, TrainingArguments, LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

SEQ = 64


def build_dataset(n=256, vocab=1000, seed=0):
    rng = np.random.default_rng(seed)
    data = [(rng.integers(0, vocab, SEQ + 1).astype(np.int32),) for _ in range(n)]
    return ds.GeneratorDataset(data, column_names=["input_ids"], shuffle=True)


training_args = TrainingArguments(
    output_dir="./llama_tiny_sft",
    num_train_epochs=1,
    per_device_train_batch_size=4,
    learning_rate=2e-4,
    weight_decay=0.0,
    warmup_ratio=0.03,
    lr_scheduler_type="cosine",
    logging_steps=5,
    save_strategy="no",
    optim="adamw",
    seed=1234,
    fp16=True,
    dataloader_num_workers=1,
)

config = LlamaConfig(vocab_size=1000, hidden_size=128, num_layers=2, num_heads=4,
                     seq_length=SEQ, batch_size=4, compute_dtype="float16")
model = LlamaForCausalLM(config)
print("model parameters:", sum(p.size for p in model.trainable_params()))

trainer = Trainer(model=model, args=training_args, train_dataset=build_dataset().batch(4, True))
trainer.train()
