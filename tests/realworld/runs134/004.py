"""Small CIFAR-style CNN taken from an old MindSpore (r0.x/1.0) model-zoo repo: it ships its own BatchNorm
cell built on P.FusedBatchNorm, as that repo did; now run on MindSpore 2.x."""
import numpy as np
import mindspore as ms
from mindspore import nn, Parameter, Tensor
from mindspore.ops import operations as P
from mindspore.common.initializer import initializer

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class ZooBatchNorm2d(nn.Cell):
    """BatchNorm from the model zoo (uses the fused kernel in training)."""
    def __init__(self, num_features, eps=1e-5, momentum=0.9):
        super().__init__()
        self.gamma = Parameter(initializer("ones", [num_features]), name="gamma")
        self.beta = Parameter(initializer("zeros", [num_features]), name="beta")
        self.moving_mean = Parameter(initializer("zeros", [num_features]), name="mean", requires_grad=False)
        self.moving_variance = Parameter(initializer("ones", [num_features]), name="variance", requires_grad=False)
        self.bn_train = P.FusedBatchNorm(mode=1, epsilon=eps, momentum=momentum)
        self.bn_infer = P.BatchNorm(is_training=False, epsilon=eps)
    def construct(self, x):
        if self.training:
            return self.bn_train(x, self.gamma, self.beta, self.moving_mean, self.moving_variance)[0]
        return self.bn_infer(x, self.gamma, self.beta, self.moving_mean, self.moving_variance)[0]

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, 3, pad_mode="same"); self.bn1 = ZooBatchNorm2d(16)
        self.conv2 = nn.Conv2d(16, 32, 3, pad_mode="same"); self.bn2 = ZooBatchNorm2d(32)
        self.relu = nn.ReLU(); self.pool = nn.MaxPool2d(2, 2)
        self.flatten = nn.Flatten(); self.fc = nn.Dense(32 * 8 * 8, 10)
    def construct(self, x):
        x = self.pool(self.relu(self.bn1(self.conv1(x))))
        x = self.pool(self.relu(self.bn2(self.conv2(x))))
        return self.fc(self.flatten(x))

print("building network ...")
net = Net()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), 0.01, 0.9)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train_net.set_train()
x = Tensor(np.random.rand(16, 3, 32, 32).astype(np.float32))
y = Tensor(np.random.randint(0, 10, 16).astype(np.int32))
for i in range(5):
    print("step", i, "loss", train_net(x, y))
