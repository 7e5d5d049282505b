"""Causal-LM pre-training ported from a Hugging Face Trainer script to MindFormers."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindformers import LlamaConfig, LlamaForCausalLM, Trainer, TrainingArguments

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

SEQ_LEN = 32
VOCAB = 512

config = LlamaConfig(
    vocab_size=VOCAB,
    hidden_size=64,
    num_layers=2,
    num_heads=4,
    intermediate_size=128,
    seq_length=SEQ_LEN,
    batch_size=4,
    use_flash_attention=False,
    compute_dtype="float32",
    param_init_type="float32",
)
model = LlamaForCausalLM(config)
n_params = sum(p.size for p in model.trainable_params())
print(f"model: llama  layers={config.num_layers} hidden={config.hidden_size} params={n_params/1e6:.2f}M")


class RandomTokens:
    def __init__(self, n, seed=0):
        rng = np.random.default_rng(seed)
        self.ids = rng.integers(0, VOCAB, (n, SEQ_LEN + 1)).astype(np.int32)

    def __getitem__(self, i):
        return (self.ids[i],)

    def __len__(self):
        return len(self.ids)


train_dataset = ds.GeneratorDataset(RandomTokens(256), column_names=["input_ids"], shuffle=True)
train_dataset = train_dataset.batch(4, drop_remainder=True)
print(f"train dataset: {train_dataset.get_dataset_size()} batches")

training_args = TrainingArguments(
    output_dir="./output_004",
    per_device_train_batch_size=4,
    learning_rate=5e-4,
    num_train_epochs=1,
    warmup_ratio=0.1,
    lr_scheduler_type="cosine",
    weight_decay=0.01,
    logging_steps=5,
    eval_strategy="no",
    save_strategy="no",
    seed=42,
)

trainer = Trainer(model=model, args=training_args, train_dataset=train_dataset)
trainer.train()
