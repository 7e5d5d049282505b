"""Port of a HF BERT-style sentence classifier (hidden_dropout_prob=0.1) from torch.nn to mindspore.nn."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.dataset import GeneratorDataset

ms.set_device("CPU")
ms.set_seed(3)

config = dict(vocab_size=600, hidden_size=64, intermediate_size=128, num_hidden_layers=3, max_position_embeddings=32,
              hidden_dropout_prob=0.1, num_labels=4, layer_norm_eps=1e-12)
SEQ = 32


class FeedForwardLayer(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.intermediate = nn.Dense(cfg["hidden_size"], cfg["intermediate_size"])
        self.output = nn.Dense(cfg["intermediate_size"], cfg["hidden_size"])
        self.act = nn.GELU(approximate=False)
        self.dropout = nn.Dropout(cfg["hidden_dropout_prob"])
        self.LayerNorm = nn.LayerNorm((cfg["hidden_size"],), epsilon=cfg["layer_norm_eps"])

    def construct(self, h):
        return self.LayerNorm(h + self.dropout(self.output(self.act(self.intermediate(h)))))


class SentenceClassifier(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.word_embeddings = nn.Embedding(cfg["vocab_size"], cfg["hidden_size"])
        self.position_embeddings = nn.Embedding(cfg["max_position_embeddings"], cfg["hidden_size"])
        self.emb_norm = nn.LayerNorm((cfg["hidden_size"],), epsilon=cfg["layer_norm_eps"])
        self.emb_dropout = nn.Dropout(cfg["hidden_dropout_prob"])
        self.layers = nn.CellList([FeedForwardLayer(cfg) for _ in range(cfg["num_hidden_layers"])])
        self.pooler = nn.Dense(cfg["hidden_size"], cfg["hidden_size"], activation="tanh")
        self.dropout = nn.Dropout(cfg["hidden_dropout_prob"])
        self.classifier = nn.Dense(cfg["hidden_size"], cfg["num_labels"])
        self.position_ids = ms.Tensor(np.arange(SEQ, dtype=np.int32)[None, :])

    def construct(self, input_ids):
        h = self.word_embeddings(input_ids) + self.position_embeddings(self.position_ids)
        h = self.emb_dropout(self.emb_norm(h))
        for layer in self.layers:
            h = layer(h)
        pooled = self.pooler(h.mean(axis=1))
        return self.classifier(self.dropout(pooled))


def make_split(n, seed):
    def gen():
        r = np.random.default_rng(seed)
        for _ in range(n):
            y = r.integers(0, config["num_labels"])
            ids = r.integers(20, config["vocab_size"], size=SEQ)
            ids[r.choice(SEQ, size=4, replace=False)] = 1 + y  # label-bearing tokens
            yield ids.astype(np.int32), np.int32(y)
    return gen


train_ds = GeneratorDataset(make_split(1536, 0), ["input_ids", "labels"], shuffle=True).batch(32, drop_remainder=True)
eval_ds = GeneratorDataset(make_split(512, 1), ["input_ids", "labels"], shuffle=False).batch(64)

net = SentenceClassifier(config)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()


def fwd(ids, labels):
    logits = net(ids)
    return loss_fn(logits, labels), logits


grad_fn = ms.value_and_grad(fwd, None, opt.parameters, has_aux=True)

for epoch in range(3):
    net.set_train(True)
    losses, correct, seen = [], 0, 0
    for step, (ids, labels) in enumerate(train_ds.create_tuple_iterator()):
        (loss, logits), grads = grad_fn(ids, labels)
        opt(grads)
        losses.append(float(loss.asnumpy()))
        correct += int((logits.argmax(axis=1) == labels).sum().asnumpy())
        seen += labels.shape[0]
        if (step + 1) % 20 == 0:
            print(f"epoch {epoch} step {step + 1} loss {np.mean(losses[-20:]):.4f}")
    net.set_train(False)
    ev_correct, ev_seen = 0, 0
    for ids, labels in eval_ds.create_tuple_iterator():
        ev_correct += int((net(ids).argmax(axis=1) == labels).sum().asnumpy())
        ev_seen += labels.shape[0]
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} train_acc {correct / seen:.4f} eval_acc {ev_correct / ev_seen:.4f}")
