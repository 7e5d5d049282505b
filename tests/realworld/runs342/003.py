# Port of a HF-style MLP classifier with a custom forward that handles optional labels like HF models do.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(2)

class Classifier(nn.Cell):
    def __init__(self, d_in=20, d_h=64, n_cls=3):
        super().__init__()
        self.fc1 = nn.Dense(d_in, d_h)
        self.act = nn.GELU()
        self.fc2 = nn.Dense(d_h, n_cls)
        self.loss_fct = nn.CrossEntropyLoss()

    def construct(self, x, labels=None):
        logits = self.fc2(self.act(self.fc1(x)))
        outputs = {"logits": logits}
        if labels is not None:
            try:
                outputs["loss"] = self.loss_fct(logits, labels)
            except ValueError as e:
                raise ValueError(f"labels have wrong shape: {labels.shape}") from e
        return outputs

def make_data(n=600):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(n, 20)).astype(np.float32)
    y = (x[:, :3].argmax(1)).astype(np.int32)
    return x, y

x, y = make_data()
dataset = ds.NumpySlicesDataset({"x": x, "labels": y}, shuffle=True).batch(32)
net = Classifier()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)

class TrainStep(nn.Cell):
    def __init__(self, net, opt):
        super().__init__()
        self.net, self.opt = net, opt
        self.grad = ops.GradOperation(get_by_list=True)
        self.weights = opt.parameters
    def construct(self, x, labels):
        loss = self.net(x, labels)["loss"]
        grads = self.grad(lambda a, b: self.net(a, b)["loss"], self.weights)(x, labels)
        self.opt(grads)
        return loss

step_cell = TrainStep(net, opt)
step_cell.set_train()
for epoch in range(3):
    for i, batch in enumerate(dataset.create_dict_iterator()):
        loss = step_cell(batch["x"], batch["labels"])
        if i % 5 == 0:
            print(f"epoch {epoch} step {i} loss {loss.asnumpy():.4f}")
