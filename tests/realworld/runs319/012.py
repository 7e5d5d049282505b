# Port of a PyTorch image-classification recipe (SGD + cosine schedule, checkpoint, reload, eval) to mindspore.train.Model
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
NUM_CLASSES = 4

def make_images(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, NUM_CLASSES, n).astype(np.int32)
    x = rng.normal(0, 1.2, (n, 1, 16, 16)).astype(np.float32)
    for i in range(n):
        q = y[i]
        x[i, 0, (q // 2) * 8:(q // 2) * 8 + 8, (q % 2) * 8:(q % 2) * 8 + 8] += 0.5
    return x, y

class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell([
            nn.Conv2d(1, 16, 3, pad_mode="pad", padding=1, has_bias=True), nn.BatchNorm2d(16), nn.ReLU(),
            nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="pad", padding=1, has_bias=True), nn.BatchNorm2d(32), nn.ReLU(),
            nn.MaxPool2d(2, 2)])
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(32 * 4 * 4, NUM_CLASSES)
    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))

xtr, ytr = make_images(1024, 0)
xva, yva = make_images(256, 1)
train = ds.NumpySlicesDataset({"image": xtr, "label": ytr}, shuffle=True).batch(32, drop_remainder=True)
val = ds.NumpySlicesDataset({"image": xva, "label": yva}, shuffle=False).batch(64)
epochs, steps = 3, train.get_dataset_size()
# torch: CosineAnnealingLR(opt, T_max=epochs) stepped per epoch, lr 0.02
lr = nn.cosine_decay_lr(min_lr=0.0, max_lr=0.02, total_step=epochs * steps, step_per_epoch=steps, decay_epoch=epochs)
print(f"steps/epoch {steps}, lr first {lr[0]:.4f} last {lr[-1]:.5f}")

net = SmallCNN()
opt = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9, weight_decay=1e-4)
model = Model(net, loss_fn=nn.CrossEntropyLoss(), optimizer=opt, metrics={"acc": Accuracy()})
model.train(epochs, train, callbacks=[LossMonitor(8), TimeMonitor()], dataset_sink_mode=False)
print("eval after training:", model.eval(val, dataset_sink_mode=False))

ms.save_checkpoint(net, "small_cnn.ckpt")
fresh = SmallCNN()
not_loaded, unused = ms.load_param_into_net(fresh, ms.load_checkpoint("small_cnn.ckpt"))
print(f"reloaded checkpoint, not loaded: {not_loaded}, unused: {unused}")
print("eval after reload:", Model(fresh, loss_fn=nn.CrossEntropyLoss(), metrics={"acc": Accuracy()}).eval(val, dataset_sink_mode=False))
