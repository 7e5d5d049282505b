"""Fine-tune a small CNN pretrained on 10 classes for a 4-class task, restoring the backbone from checkpoint."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

class SmallCNN(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(3, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.classifier = nn.Dense(32 * 8 * 8, num_classes)
    def construct(self, x):
        return self.classifier(self.flatten(self.features(x)))

# stage 1: "pretraining" run that produced the checkpoint
if not os.path.exists("pretrained_cifar10.ckpt"):
    ms.save_checkpoint(SmallCNN(10), "pretrained_cifar10.ckpt")
    print("saved pretrained_cifar10.ckpt")

# stage 2: fine-tuning on the new 4-class dataset
net = SmallCNN(num_classes=4)
param_dict = ms.load_checkpoint("pretrained_cifar10.ckpt")
not_loaded, _ = ms.load_param_into_net(net, param_dict)
print("params not loaded:", not_loaded)

opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, t: loss_fn(net(x), t), None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(5):
    x = Tensor(rng.normal(size=(16, 3, 32, 32)).astype(np.float32))
    t = Tensor(rng.integers(0, 4, 16).astype(np.int32))
    loss, g = grad_fn(x, t)
    opt(g)
    print(f"step {step} loss {loss.asnumpy():.4f}")
