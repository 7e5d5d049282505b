# Intent classifier ported from an HF datasets + Trainer script. The torch version got label2id from
# dataset.features["label"].names (one ClassLabel shared by train and test). The port reads the two CSV
# splits separately and builds the label map per split.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(3)
rng = np.random.default_rng(3)

INTENTS = ["weather", "alarm", "music", "timer", "news"]
D = 48
proto = rng.normal(size=(len(INTENTS), D)).astype(np.float32)

def make_split(n):
    names = rng.choice(INTENTS, n)
    feats = np.stack([proto[INTENTS.index(s)] + 0.8 * rng.normal(size=D) for s in names]).astype(np.float32)
    return feats, list(names)

train_x, train_names = make_split(1500)
test_x, test_names = make_split(400)

def build_label2id(names):
    # torch script: label2id = {l: i for i, l in enumerate(unique labels in order of appearance)}
    label2id = {}
    for n in names:
        if n not in label2id:
            label2id[n] = len(label2id)
    return label2id

train_label2id = build_label2id(train_names)
test_label2id = build_label2id(test_names)
print("train label2id:", train_label2id)
print("eval  label2id:", test_label2id)
train_y = np.array([train_label2id[n] for n in train_names], np.int32)
test_y = np.array([test_label2id[n] for n in test_names], np.int32)

net = nn.SequentialCell(nn.Dense(D, 64), nn.ReLU(), nn.Dropout(p=0.1), nn.Dense(64, len(INTENTS)))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

train_ds = ds.NumpySlicesDataset({"x": train_x, "y": train_y}, shuffle=True).batch(32)
for epoch in range(5):
    net.set_train(True)
    losses, correct = [], 0
    for b in train_ds.create_dict_iterator(num_epochs=1):
        loss, grads = grad_fn(b["x"], b["y"])
        opt(grads)
        losses.append(float(loss.asnumpy()))
        correct += int((net(b["x"]).argmax(1) == b["y"]).sum().asnumpy())
    net.set_train(False)
    pred = net(ms.Tensor(test_x)).argmax(1).asnumpy()
    eval_acc = (pred == test_y).mean()
    print(f"{{'epoch': {epoch + 1}, 'loss': {np.mean(losses):.4f}, 'train_accuracy': {correct / len(train_y):.4f}, "
          f"'eval_accuracy': {eval_acc:.4f}, 'learning_rate': 0.001}}")
print("***** eval metrics *****")
print(f"  eval_accuracy = {eval_acc:.4f}")
