# Shared train/eval step: the HF data collator's batch dict is wrapped in ms.mutable so that the
# jit step is not recompiled for every batch.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
np.random.seed(21)


class TinyBertLike(nn.Cell):
    def __init__(self, vocab=100, hidden=32, num_labels=2):
        super().__init__()
        self.word_embeddings = nn.Embedding(vocab, hidden)
        self.token_type_embeddings = nn.Embedding(2, hidden)
        self.classifier = nn.Dense(hidden, num_labels)

    def construct(self, batch):
        h = self.word_embeddings(batch["input_ids"])
        if batch["token_type_ids"] is not None:
            h = h + self.token_type_embeddings(batch["token_type_ids"])
        return self.classifier(h.mean(1))


model = TinyBertLike()
optimizer = nn.Adam(model.trainable_params(), learning_rate=1e-3)


def forward_fn(batch):
    logits = model(batch)
    return ops.cross_entropy(logits, batch["labels"])


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)


@ms.jit
def train_step(batch):
    loss, grads = grad_fn(batch)
    optimizer(grads)
    return loss


def collate(ids, labels):
    # DataCollatorWithPadding output for a tokenizer without token type ids (RoBERTa-style)
    return {"input_ids": ms.Tensor(ids), "attention_mask": ms.Tensor(np.ones_like(ids)),
            "token_type_ids": None, "labels": ms.Tensor(labels)}


ids = np.random.randint(1, 100, (64, 12)).astype(np.int32)
labels = ((ids < 50).sum(1) > 6).astype(np.int32)
for step in range(4):
    b = slice(step * 16, (step + 1) * 16)
    batch = ms.mutable(collate(ids[b], labels[b]))
    print(f"step {step} loss {float(train_step(batch)):.4f}")
