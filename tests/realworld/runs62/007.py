"""HF run_clm.py (Trainer) ported to mindformers.Trainer with a small Llama for a CPU dry run."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindformers import Trainer, TrainingArguments
from mindspore import nn

SEQ = 32


class TinyLM(nn.Cell):
    """our own small causal LM (was an nn.Module subclass handed to the HF Trainer)"""
    def __init__(self, vocab=128, dim=64):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.mix = nn.SequentialCell(nn.Dense(dim, 4 * dim), nn.GELU(), nn.Dense(4 * dim, dim))
        self.head = nn.Dense(dim, vocab)
        self.ce = nn.CrossEntropyLoss()

    def construct(self, input_ids):
        x, y = input_ids[:, :-1], input_ids[:, 1:]
        h = self.emb(x)
        logits = self.head(h + self.mix(h))
        return self.ce(logits.reshape(-1, logits.shape[-1]), y.reshape(-1))


model = TinyLM()

rng = np.random.default_rng(0)
ids = rng.integers(0, 128, size=(64, SEQ + 1)).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"input_ids": ids}, shuffle=True).batch(4, drop_remainder=True)

args = TrainingArguments(output_dir="./output/clm", num_train_epochs=3, per_device_train_batch_size=4,
                         use_cpu=True, device_target="CPU", logging_steps=4, save_strategy="no",
                         sink_mode=False)
trainer = Trainer(args=args, model=model, train_dataset=train_ds)
trainer.train()
