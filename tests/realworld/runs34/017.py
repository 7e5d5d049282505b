# Weight init ported from the torch model's _init_weights:
#     nn.init.normal_(module.weight, 0.0, 0.02)       # positional (mean, std)
#     nn.init.zeros_(module.bias)
# translated to mindspore.common.initializer.Normal(0.0, 0.02) with the same positional order;
# MindSpore's signature is Normal(sigma=0.01, mean=0.0).
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, Tensor
from mindspore.common.initializer import initializer, Normal, Zero
from mindspore.train import Model, LossMonitor

ms.set_seed(0)
np.random.seed(0)
ms.set_context(mode=ms.GRAPH_MODE)

N_CLASSES = 6
centers = np.random.randn(N_CLASSES, 32).astype(np.float32) * 1.5
labels = np.random.randint(0, N_CLASSES, 1500).astype(np.int32)
feats = (centers[labels] + np.random.randn(1500, 32)).astype(np.float32)

net = nn.SequentialCell([nn.Dense(32, 128), nn.ReLU(), nn.Dense(128, 128), nn.ReLU(), nn.Dense(128, N_CLASSES)])

def init_weights(cell):                     # model.apply(_init_weights)
    for _, m in cell.cells_and_names():
        if isinstance(m, nn.Dense):
            m.weight.set_data(initializer(Normal(0.0, 0.02), m.weight.shape, m.weight.dtype))
            m.bias.set_data(initializer(Zero(), m.bias.shape, m.bias.dtype))
init_weights(net)

train = ds.NumpySlicesDataset({"x": feats[:1200], "y": labels[:1200]}, shuffle=True).batch(50)
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=1e-3))
for epoch in range(6):
    model.train(1, train, callbacks=[LossMonitor(12)], dataset_sink_mode=False)
    logits = net(Tensor(feats[1200:]))
    val_loss = float(nn.CrossEntropyLoss()(logits, Tensor(labels[1200:])).asnumpy())
    acc = float((logits.asnumpy().argmax(1) == labels[1200:]).mean())
    print(f"epoch {epoch + 1}: val_loss {val_loss:.4f} val_acc {acc:.3f}", flush=True)
