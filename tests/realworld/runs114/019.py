"""Transfer learning: pretrain a small CNN on 10 classes, then fine-tune on a 3-class task from its checkpoint."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


class SmallCNN(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(3, 8, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.classifier = nn.Dense(16 * 4 * 4, num_classes)

    def construct(self, x):
        return self.classifier(self.flatten(self.features(x)))


rng = np.random.default_rng(0)
# --- pretraining on the 10-class source task ---
src = SmallCNN(10)
step = nn.TrainOneStepCell(nn.WithLossCell(src, nn.CrossEntropyLoss()), nn.Adam(src.trainable_params(), 1e-3))
for i in range(10):
    x = Tensor(rng.normal(size=(16, 3, 16, 16)).astype(np.float32))
    y = Tensor(rng.integers(0, 10, 16).astype(np.int32))
    loss = step(x, y)
print(f"pretrain done, loss {loss.asnumpy():.4f}")
os.makedirs("ckpt", exist_ok=True)
ms.save_checkpoint(src, "ckpt/smallcnn_pretrained.ckpt")

# --- fine-tuning on the 3-class target task ---
model = SmallCNN(num_classes=3)
params = ms.load_checkpoint("ckpt/smallcnn_pretrained.ckpt")
ms.load_param_into_net(model, params, strict_load=False)
print("pretrained weights loaded, starting fine-tune")
ft = nn.TrainOneStepCell(nn.WithLossCell(model, nn.CrossEntropyLoss()), nn.Adam(model.trainable_params(), 1e-4))
for i in range(5):
    x = Tensor(rng.normal(size=(16, 3, 16, 16)).astype(np.float32))
    y = Tensor(rng.integers(0, 3, 16).astype(np.int32))
    print(f"finetune step {i} loss {ft(x, y).asnumpy():.4f}")
