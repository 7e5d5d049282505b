"""Fine-tune an encoder + classification head (HF ...ForSequenceClassification layout), save it,
then reload it into the inference-side port of the same model (BERT-style attribute names) and evaluate."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)
VOCAB, D, L, NCLS = 200, 32, 16, 4


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embeddings = nn.Embedding(VOCAB, D)
        self.dense = nn.Dense(D, D, activation="tanh")
        self.layernorm = nn.LayerNorm((D,))

    def construct(self, ids):
        h = self.layernorm(self.dense(self.embeddings(ids)))
        return h.mean(axis=1)


class EncoderForSequenceClassification(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = Encoder()
        self.classifier = nn.Dense(D, NCLS)

    def construct(self, ids):
        return self.classifier(self.encoder(ids))


def make_data(n, seed):
    rng = np.random.default_rng(seed)
    ids = rng.integers(0, VOCAB, (n, L)).astype(np.int32)
    labels = np.clip((ids < 50).sum(1) // 2, 0, NCLS - 1).astype(np.int32)
    return ids, labels


def accuracy(fn, ids, labels):
    logits = fn(ms.Tensor(ids))
    return float((logits.asnumpy().argmax(-1) == labels).mean())


tr_ids, tr_y = make_data(2048, 0)
ev_ids, ev_y = make_data(512, 1)
train_ds = ds.NumpySlicesDataset({"ids": tr_ids, "y": tr_y}, shuffle=True).batch(64)

model = EncoderForSequenceClassification()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(model.trainable_params(), learning_rate=3e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(model(x), y), None, opt.parameters)

for epoch in range(6):
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grads)
    model.set_train(False)
    print(f"epoch {epoch} loss {loss.asnumpy():.4f} eval_acc {accuracy(model, ev_ids, ev_y):.4f}", flush=True)
    model.set_train(True)

ms.save_checkpoint(model, "encoder_cls_finetuned.ckpt")
print("saved encoder_cls_finetuned.ckpt")

# ---- inference service: model class from the serving repo (BERT-style attribute names) ----
class BertStyleEncoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.word_embeddings = nn.Embedding(VOCAB, D)
        self.dense = nn.Dense(D, D, activation="tanh")
        self.LayerNorm = nn.LayerNorm((D,))

    def construct(self, ids):
        h = self.LayerNorm(self.dense(self.word_embeddings(ids)))
        return h.mean(axis=1)


class BertStyleForSequenceClassification(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bert = BertStyleEncoder()
        self.classifier = nn.Dense(D, NCLS)

    def construct(self, ids):
        return self.classifier(self.bert(ids))


serve = BertStyleForSequenceClassification()
param_dict = ms.load_checkpoint("encoder_cls_finetuned.ckpt")
ms.load_param_into_net(serve, param_dict)
serve.set_train(False)
print(f"inference eval_acc {accuracy(serve, ev_ids, ev_y):.4f}")
