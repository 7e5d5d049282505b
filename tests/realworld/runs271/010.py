"""Sequence classifier (GRU encoder) ported from a Hugging Face style training loop:
outputs = model(input_ids, labels=labels); loss = outputs.loss; loss.backward()"""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

VOCAB, SEQ, EMB, HID, C = 200, 20, 32, 64, 4

# class = which of 4 "keyword" tokens appears most often
def make(n):
    x = np.random.randint(4, VOCAB, (n, SEQ))
    y = np.random.randint(0, C, n)
    for i in range(n):
        pos = np.random.choice(SEQ, 6, replace=False)
        x[i, pos] = y[i]
    return x.astype(np.int32), y.astype(np.int32)

xtr, ytr = make(1024)
xva, yva = make(256)
train_ds = ds.NumpySlicesDataset({"input_ids": xtr, "labels": ytr}, shuffle=True).batch(64, drop_remainder=True)


class GRUForSequenceClassification(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, EMB)
        self.gru = nn.GRU(EMB, HID, batch_first=True)
        self.classifier = nn.Dense(HID, C)
        self.loss_fct = nn.CrossEntropyLoss()

    def construct(self, input_ids, labels=None):
        out, _ = self.gru(self.embed(input_ids))
        logits = self.classifier(out[:, -1])
        if labels is None:
            return logits
        return logits, self.loss_fct(logits, labels)


model = GRUForSequenceClassification()
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-3, weight_decay=0.01)


def forward_fn(input_ids, labels):
    return model(input_ids, labels)


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

print(f"train batches per epoch {train_ds.get_dataset_size()}")
for epoch in range(3):
    model.set_train(True)
    for step, (ids, labels) in enumerate(train_ds.create_tuple_iterator()):
        (logits, loss), grads = grad_fn(ids, labels)
        optimizer(grads)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss.asnumpy()):.4f}")
    model.set_train(False)
    pred = model(ms.Tensor(xva)).argmax(-1).asnumpy()
    print(f"epoch {epoch} eval_accuracy {(pred == yva).mean():.4f}")
