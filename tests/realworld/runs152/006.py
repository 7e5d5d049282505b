"""Train, save a checkpoint, then reload it in the serving model class for evaluation."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(11)

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.SequentialCell(nn.Dense(8, 32), nn.Tanh())
        self.head = nn.Dense(32, 3)
    def construct(self, x):
        return self.head(self.encoder(x))

rng = np.random.default_rng(11)
X = rng.normal(size=(300, 8)).astype(np.float32)
y = np.argmax(X[:, :3], 1).astype(np.int32)

net = Classifier()
net_with_loss = nn.WithLossCell(net, nn.CrossEntropyLoss())
train_net = nn.TrainOneStepCell(net_with_loss, nn.Adam(net.trainable_params(), 1e-2))
train_net.set_train()
for epoch in range(20):
    loss = train_net(Tensor(X), Tensor(y))
    if epoch % 5 == 4:
        print(f"epoch {epoch+1} loss {loss.asnumpy():.4f}")
acc = (net(Tensor(X)).argmax(1).asnumpy() == y).mean()
print(f"accuracy after training: {acc:.4f}")
ms.save_checkpoint(train_net, "classifier.ckpt")

# --- later, in the inference script (serving code keeps its own copy of the model class) ---
class ServingClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = nn.SequentialCell(nn.Dense(8, 32), nn.Tanh())
        self.classifier = nn.Dense(32, 3)
    def construct(self, x):
        return self.classifier(self.backbone(x))

infer_net = ServingClassifier()
params = ms.load_checkpoint("classifier.ckpt")
ms.load_param_into_net(infer_net, params)
infer_net.set_train(False)
acc = (infer_net(Tensor(X)).argmax(1).asnumpy() == y).mean()
print(f"accuracy of reloaded model: {acc:.4f}")
