# Linear-probe run ported from torch: the backbone is frozen and only the classifier trains. As in the
# torch script, the optimizer is created right after loading the pretrained model, and only then is the
# classifier head replaced for the new label count (num_labels 4). torch gave the same silent bug;
# here grads are taken for opt.parameters, i.e. the old head.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
np.random.seed(0)

class Classifier(nn.Cell):
    def __init__(self, num_labels):
        super().__init__()
        self.backbone = nn.SequentialCell(nn.Dense(24, 48), nn.Tanh())
        self.classifier = nn.Dense(48, num_labels)
    def construct(self, x):
        return self.classifier(self.backbone(x))

model = Classifier(num_labels=2)               # "pretrained" checkpoint head had 2 labels
for p in model.backbone.trainable_params():
    p.requires_grad = False
optimizer = nn.Adam(model.classifier.trainable_params(), learning_rate=1e-2)
model.classifier = nn.Dense(48, 4)             # new head for the 4-class task

X = np.random.randn(256, 24).astype(np.float32)
Y = np.argmax(X[:, :4], axis=1).astype(np.int32)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(model(x), y), None, optimizer.parameters)
for epoch in range(6):
    losses = []
    for i in range(0, 256, 32):
        loss, grads = grad_fn(Tensor(X[i:i + 32]), Tensor(Y[i:i + 32]))
        optimizer(grads)
        losses.append(float(loss.asnumpy()))
    acc = (model(Tensor(X)).asnumpy().argmax(1) == Y).mean()
    print(f"epoch {epoch} train_loss {np.mean(losses):.6f} acc {acc:.3f}")
