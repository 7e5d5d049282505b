import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops, Tensor

ms.set_seed(0)
np.random.seed(0)
VOCAB, D, NUM_LABELS, SEQ = 50, 32, 3, 12


class ReviewSource:
    """Random-access source (port of the torch Dataset): token ids + label (0 neg, 1 neu, 2 pos)."""

    def __init__(self, n, seed):
        rng = np.random.RandomState(seed)
        self.labels = rng.randint(0, NUM_LABELS, n).astype(np.int32)
        self.ids = rng.randint(3, VOCAB, (n, SEQ)).astype(np.int32)
        # label-bearing keywords: token 10+label appears a few times
        for i, y in enumerate(self.labels):
            self.ids[i, rng.choice(SEQ, 3, replace=False)] = 10 + y

    def __getitem__(self, i):
        return self.ids[i], self.labels[i]

    def __len__(self):
        return len(self.labels)


class BagClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, D)
        self.head = nn.SequentialCell(nn.Dense(D, D), nn.ReLU(), nn.Dense(D, NUM_LABELS))

    def construct(self, input_ids):
        return self.head(self.emb(input_ids).mean(1))


def loaders(bs=16):
    train = ds.GeneratorDataset(ReviewSource(480, 0), ["input_ids", "label"], shuffle=True).batch(bs)
    valid = ds.GeneratorDataset(ReviewSource(120, 1), ["input_ids", "label"], shuffle=False).batch(bs)
    return train, valid


def train_loop(net, train_ds, epochs=3):
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
    grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
    for ep in range(epochs):
        tot, n = 0.0, 0
        for x, y in train_ds.create_tuple_iterator():
            loss, g = grad_fn(x, y)
            opt(g)
            tot += float(loss.asnumpy()); n += 1
        print(f"epoch {ep} | train loss {tot / n:.4f}", flush=True)
from mindspore.train import Model, LossMonitor

if __name__ == "__main__":
    net = BagClassifier()
    train_ds, valid_ds = loaders()
    train_loop(net, train_ds, epochs=3)
    # HF: trainer.evaluate() with compute_metrics -> accuracy / macro F1; model already trained above
    evaluator = Model(net, metrics={"accuracy": nn.Accuracy(), "f1": nn.F1()})
    results = evaluator.eval(valid_ds, dataset_sink_mode=False)
    print("eval:", results)
