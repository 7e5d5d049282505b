# Two-stage script: (1) train an intent classifier with WithLossCell/TrainOneStepCell and save a checkpoint,
# (2) "deploy": rebuild the bare classifier, load the checkpoint and evaluate.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(9)

class IntentNet(nn.Cell):
    def __init__(self, d_in=40, n_cls=6):
        super().__init__()
        self.encoder = nn.SequentialCell(nn.Dense(d_in, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU())
        self.classifier = nn.Dense(64, n_cls)
    def construct(self, x):
        return self.classifier(self.encoder(x))

rng = np.random.default_rng(9)
W = rng.normal(0, 1, (40, 6))
X = rng.normal(0, 1, (3000, 40)).astype(np.float32)
Y = (X @ W).argmax(1).astype(np.int32)
Xtr, Ytr, Xte, Yte = X[:2500], Y[:2500], X[2500:], Y[2500:]

# ---- stage 1: training
net = IntentNet()
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.Adam(net.trainable_params(), learning_rate=2e-3))
train_net.set_train()
for epoch in range(5):
    perm = rng.permutation(len(Xtr))
    for i in range(0, len(Xtr), 100):
        idx = perm[i:i + 100]
        loss = train_net(Tensor(Xtr[idx]), Tensor(Ytr[idx]))
    acc = (net(Tensor(Xte)).asnumpy().argmax(1) == Yte).mean()
    print(f"epoch {epoch+1}: loss={loss.asnumpy():.4f} test_acc={acc:.4f}", flush=True)
ms.save_checkpoint(train_net, "/home/user/project/intent_final.ckpt")
print("checkpoint written to /home/user/project/intent_final.ckpt")

# ---- stage 2: inference service (model definition copied from serving/model.py)
class IntentClassifier(nn.Cell):
    def __init__(self, d_in=40, n_cls=6):
        super().__init__()
        self.encoder = nn.SequentialCell(nn.Dense(d_in, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU())
        self.head = nn.Dense(64, n_cls)
    def construct(self, x):
        return self.head(self.encoder(x))

serve_net = IntentClassifier()
param_dict = ms.load_checkpoint("/home/user/project/intent_final.ckpt")
not_loaded, _ = ms.load_param_into_net(serve_net, param_dict)
serve_net.set_train(False)
pred = serve_net(Tensor(Xte)).asnumpy().argmax(1)
print(f"[serve] restored model accuracy on held-out set: {(pred == Yte).mean():.4f}")
