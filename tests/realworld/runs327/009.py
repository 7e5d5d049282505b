"""BERT-style sentence classifier ported from a HF Trainer script (DataCollatorWithPadding -> padding
to the longest sequence in each batch), compiled with GRAPH_MODE for throughput."""
import time
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

VOCAB, D, PAD_ID, MAX_LEN = 3000, 64, 0, 256


class TinyBert(nn.Cell):
    def __init__(self, num_labels=3):
        super().__init__()
        self.tok = nn.Embedding(VOCAB, D, padding_idx=PAD_ID)
        self.pos = nn.Embedding(MAX_LEN, D)
        layer = nn.TransformerEncoderLayer(D, nhead=4, dim_feedforward=128, dropout=0.1, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, num_layers=2)
        self.cls = nn.Dense(D, num_labels)

    def construct(self, input_ids, attention_mask):
        positions = ops.arange(input_ids.shape[1]).expand_dims(0)
        h = self.tok(input_ids) + self.pos(positions)
        h = self.encoder(h, src_key_padding_mask=attention_mask == 0)
        m = attention_mask.astype(h.dtype).expand_dims(-1)
        pooled = (h * m).sum(1) / m.sum(1)
        return self.cls(pooled)


def generate_corpus(n, seed=0):
    rng = np.random.default_rng(seed)
    samples = []
    for _ in range(n):
        label = int(rng.integers(0, 3))
        length = int(rng.integers(8, MAX_LEN))
        ids = rng.integers(100, VOCAB, length)
        ids[rng.integers(0, length, 4)] = 10 + label
        samples.append((ids.astype(np.int32), label))
    return samples


class Collator:
    """DataCollatorWithPadding: pad every batch to its own longest sequence."""
    def __init__(self, samples, batch_size):
        self.samples, self.bs = samples, batch_size

    def __iter__(self):
        order = np.random.permutation(len(self.samples))
        for i in range(0, len(order) - self.bs + 1, self.bs):
            batch = [self.samples[j] for j in order[i:i + self.bs]]
            longest = max(len(ids) for ids, _ in batch)
            input_ids = np.full((self.bs, longest), PAD_ID, np.int32)
            mask = np.zeros((self.bs, longest), np.int32)
            for r, (ids, _) in enumerate(batch):
                input_ids[r, :len(ids)] = ids
                mask[r, :len(ids)] = 1
            yield input_ids, mask, np.array([l for _, l in batch], np.int32)


samples = generate_corpus(2400)
loader = ds.GeneratorDataset(Collator(samples, 16), ["input_ids", "attention_mask", "labels"])
print(f"train samples: {len(samples)}  batch_size: 16  steps/epoch: {len(samples) // 16}")

model = TinyBert()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=5e-4, weight_decay=0.01)


class WithLoss(nn.Cell):
    def __init__(self, net, loss):
        super().__init__()
        self.net, self.loss = net, loss

    def construct(self, input_ids, attention_mask, labels):
        return self.loss(self.net(input_ids, attention_mask), labels)


train_step = nn.TrainOneStepCell(WithLoss(model, loss_fn), optimizer)
train_step.set_train()
t0 = time.time()
step = 0
for epoch in range(3):
    for input_ids, attention_mask, labels in loader.create_tuple_iterator():
        loss = train_step(input_ids, attention_mask, labels)
        step += 1
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f} "
                  f"({(time.time() - t0) / step:.2f} s/step)", flush=True)
print("training finished")
