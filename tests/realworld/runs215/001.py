"""Text classifier: tokenize in dataset.map (HF-style), train small embedding bag model."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

VOCAB = 500
MAX_LEN = 16
WORDS = [f"w{i}" for i in range(VOCAB - 2)]
rng = np.random.default_rng(0)


class TextSource:
    def __init__(self, n=512):
        self.samples = []
        for _ in range(n):
            label = int(rng.integers(0, 2))
            length = int(rng.integers(4, MAX_LEN))
            base = rng.integers(0, VOCAB // 2 - 2, size=length) + label * (VOCAB // 2 - 2)
            self.samples.append((" ".join(WORDS[b] for b in base), label))

    def __getitem__(self, i):
        text, label = self.samples[i]
        return np.array(text), np.array(label, dtype=np.int32)

    def __len__(self):
        return len(self.samples)


vocab = {w: i + 2 for i, w in enumerate(WORDS)}


def tokenize(text):
    text = str(text.item() if hasattr(text, "item") else text)
    ids = [vocab.get(t, 1) for t in text.split()][:MAX_LEN]
    mask = [1] * len(ids) + [0] * (MAX_LEN - len(ids))
    ids = ids + [0] * (MAX_LEN - len(ids))
    return np.array(ids, dtype=np.int32), np.array(mask, dtype=np.float32)


dataset = ds.GeneratorDataset(TextSource(), column_names=["text", "label"], shuffle=True,
                              num_parallel_workers=2, python_multiprocessing=True)
dataset = dataset.map(operations=tokenize, input_columns=["text"], output_columns=["input_ids"],
                      num_parallel_workers=2, python_multiprocessing=True)
dataset = dataset.batch(32, drop_remainder=True)
print("dataset size:", dataset.get_dataset_size())


class BagClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32)
        self.fc = nn.Dense(32, 2)

    def construct(self, ids):
        return self.fc(self.emb(ids).mean(axis=1))


net = BagClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-2)


def forward(ids, label):
    return loss_fn(net(ids), label)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for epoch in range(3):
    for step, batch in enumerate(dataset.create_dict_iterator()):
        loss, grads = grad_fn(batch["input_ids"], batch["label"])
        opt(grads)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
