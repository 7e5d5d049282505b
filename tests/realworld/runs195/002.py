"""Transfer learning: reuse a 'pretrained' feature extractor, replace the classification head,
freeze the backbone and fine-tune the head (ported from a torchvision fine-tuning tutorial)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(7)
rng = np.random.default_rng(7)

class SmallCNN(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 16, 3, pad_mode="pad", padding=1), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="pad", padding=1), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(32 * 4 * 4, num_classes)
    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))

# "pretrained" backbone
net = SmallCNN(num_classes=10)
# new task has 3 classes -> new head
net.fc = nn.Dense(32 * 4 * 4, 3)
# freeze the backbone (torch: for p in model.parameters(): p.requires_grad = False)
for p in net.get_parameters():
    p.requires_grad = False

imgs = rng.normal(size=(600, 1, 16, 16)).astype(np.float32)
labels = rng.integers(0, 3, size=600).astype(np.int32)
for c in range(3):
    imgs[labels == c, :, c * 5:(c * 5) + 5, :] += 1.5
train = ds.NumpySlicesDataset({"image": imgs, "label": labels}, shuffle=True).batch(32)

loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Momentum(net.get_parameters(), learning_rate=0.05, momentum=0.9)

def forward_fn(x, y):
    logits = net(x)
    return loss_fn(logits, y), logits

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)
steps_per_epoch = train.get_dataset_size()
for epoch in range(5):
    correct, seen = 0, 0
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        (loss, logits), grads = grad_fn(x, y)
        optimizer(grads)
        correct += int((logits.argmax(1) == y).sum().asnumpy()); seen += y.shape[0]
        if step % 6 == 0:
            print(f"Epoch [{epoch+1}/5] Step [{step+1}/{steps_per_epoch}] loss: {loss.asnumpy():.4f}")
    print(f"Epoch [{epoch+1}/5] train_acc: {correct/seen:.4f}")
