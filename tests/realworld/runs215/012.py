"""Text classifier: multiprocess GeneratorDataset, python tokenizer in map, padded_batch, take/skip split, repeat."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(12)
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

VOCAB = 400
WORDS = [f"tok{i}" for i in range(VOCAB - 1)]
vocab = {w: i + 1 for i, w in enumerate(WORDS)}
rng = np.random.default_rng(12)
SAMPLES = []
for _ in range(960):
    label = int(rng.integers(0, 2))
    n = int(rng.integers(4, 20))
    ids = rng.integers(0, VOCAB // 2 - 1, size=n) + label * (VOCAB // 2 - 1)
    noise = rng.integers(0, VOCAB - 1, size=n)
    ids = np.where(rng.random(n) < 0.6, noise, ids)
    SAMPLES.append((" ".join(WORDS[i] for i in ids), label))


class TextSource:
    def __getitem__(self, i):
        text, label = SAMPLES[i]
        return np.array(text), np.array(label, dtype=np.int32)

    def __len__(self):
        return len(SAMPLES)


def tokenize(text):
    text = str(text.item() if hasattr(text, "item") else text)
    return np.array([vocab.get(t, 0) for t in text.split()], dtype=np.int32)


def build(split):
    d = ds.GeneratorDataset(TextSource(), column_names=["text", "label"], shuffle=False,
                            num_parallel_workers=2, python_multiprocessing=True)
    d = d.map(operations=tokenize, input_columns=["text"], output_columns=["input_ids"],
              num_parallel_workers=2, python_multiprocessing=True)
    d = d.take(800) if split == "train" else d.skip(800)
    if split == "train":
        d = d.shuffle(200)
    return d.padded_batch(32, drop_remainder=(split == "train"), pad_info={"input_ids": ([20], 0)})


train = build("train").repeat(3)
val = build("val")
print("train batches (3 epochs):", train.get_dataset_size(), "val batches:", val.get_dataset_size())


class BagClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32, padding_idx=0)
        self.fc = nn.Dense(32, 2)

    def construct(self, ids):
        mask = (ids > 0).astype(ms.float32).expand_dims(-1)
        pooled = (self.emb(ids) * mask).sum(axis=1) / mask.sum(axis=1).clip(1.0, None)
        return self.fc(pooled)


net = BagClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for step, batch in enumerate(train.create_dict_iterator()):
    loss, grads = grad_fn(batch["input_ids"], batch["label"])
    opt(grads)
    if step % 15 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")
correct = total = 0
for batch in val.create_dict_iterator():
    correct += int((net(batch["input_ids"]).argmax(1) == batch["label"]).sum().asnumpy())
    total += batch["label"].shape[0]
print(f"val acc {correct / total:.4f} ({total} samples)")
