# Text-classification head ported from a torch nn.Sequential(Linear, ReLU, Linear, ReLU, Linear).
# The port folds the activations into nn.Dense(activation=...) and the block was copy-pasted three times.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(1)
np.random.seed(1)

VOCAB, EMB, HID, NUM_LABELS = 500, 32, 64, 4
N, T = 2000, 20
labels = np.random.randint(0, NUM_LABELS, N).astype(np.int32)
ids = np.random.randint(4, VOCAB, (N, T)).astype(np.int32)
# class-indicative tokens
for i in range(N):
    pos = np.random.choice(T, 4, replace=False)
    ids[i, pos] = 10 + labels[i] * 7 + np.random.randint(0, 7, 4)

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, EMB)
        self.dense1 = nn.Dense(EMB, HID, activation="relu")
        self.dense2 = nn.Dense(HID, HID, activation="relu")
        self.classifier = nn.Dense(HID, NUM_LABELS, activation="relu")

    def construct(self, input_ids):
        h = self.embed(input_ids).mean(axis=1)
        return self.classifier(self.dense2(self.dense1(h)))

net = Classifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-3, weight_decay=0.01)

def forward_fn(x, y):
    logits = net(x)
    return loss_fn(logits, y), logits

grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters, has_aux=True)

@ms.jit
def train_step(x, y):
    (loss, logits), grads = grad_fn(x, y)
    opt(grads)
    return loss, logits

train = ds.NumpySlicesDataset({"input_ids": ids[:1600], "labels": labels[:1600]}, shuffle=True).batch(32, drop_remainder=True)
val_x, val_y = ms.Tensor(ids[1600:]), labels[1600:]
print(f"num_labels={NUM_LABELS} train_batches={train.get_dataset_size()}")
for epoch in range(8):
    net.set_train(True)
    losses = []
    for step, batch in enumerate(train.create_dict_iterator(num_epochs=1)):
        loss, _ = train_step(batch["input_ids"], batch["labels"])
        losses.append(float(loss.asnumpy()))
        if step % 25 == 0:
            print(f"epoch {epoch} step {step} loss {losses[-1]:.4f} lr 2.0e-03")
    net.set_train(False)
    pred = net(val_x).asnumpy().argmax(-1)
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} eval_accuracy {(pred == val_y).mean():.4f}")
print("done")
