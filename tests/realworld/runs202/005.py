# Bag-of-embeddings text classifier, functional training loop with jit (healthy)
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(7)
np.random.seed(7)
VOCAB, SEQ, N = 200, 16, 2048
tokens = np.random.randint(1, VOCAB, size=(N, SEQ)).astype(np.int32)
labels = (tokens[:, 0] > VOCAB / 2).astype(np.int32)
train = ds.NumpySlicesDataset({"ids": tokens[:1792], "label": labels[:1792]}, shuffle=True).batch(32)
test = ds.NumpySlicesDataset({"ids": tokens[1792:], "label": labels[1792:]}, shuffle=False).batch(64)

class TextClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32)
        self.fc1 = nn.Dense(SEQ * 32, 64)
        self.fc2 = nn.Dense(64, 2)
        self.act = nn.GELU()
    def construct(self, ids):
        h = self.emb(ids).reshape(ids.shape[0], -1)
        return self.fc2(self.act(self.fc1(h)))

net = TextClassifier()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)

def forward_fn(ids, label):
    logits = net(ids)
    return loss_fn(logits, label), logits

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

@ms.jit
def train_step(ids, label):
    (loss, _), grads = grad_fn(ids, label)
    optimizer(grads)
    return loss

for epoch in range(4):
    net.set_train(True)
    for step, (ids, label) in enumerate(train.create_tuple_iterator()):
        loss = train_step(ids, label)
        if step % 14 == 0:
            print(f"epoch: {epoch} step: {step} loss: {loss.asnumpy():.4f}")
    net.set_train(False)
    correct = total = 0
    for ids, label in test.create_tuple_iterator():
        pred = net(ids).argmax(1)
        correct += int((pred == label).sum().asnumpy()); total += label.shape[0]
    print(f"epoch {epoch}: test accuracy {correct / total:.3f}")
