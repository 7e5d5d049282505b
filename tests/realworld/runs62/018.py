"""Sentence-pair classifier head ported from HF (AutoModelForSequenceClassification, num_labels from
config.json id2label). Labels one-hot encoded as in the HF multi-label/regression branch."""
import json, os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindformers import MindFormerConfig
from mindformers.core.context import build_context
from mindformers.core.callback import MFLossMonitor

os.makedirs("hf_cls", exist_ok=True)
with open("hf_cls/config.json", "w") as f:   # as shipped with the HF checkpoint (MNLI head)
    json.dump({"architectures": ["BertForSequenceClassification"], "hidden_size": 32,
               "id2label": {"0": "entailment", "1": "neutral", "2": "contradiction"}}, f)

cfg = MindFormerConfig("cfg/base.yaml")
build_context(cfg)
hf_cfg = json.load(open("hf_cls/config.json"))
num_labels = len(hf_cfg["id2label"])

# our task (paraphrase yes/no) has two classes
rng = np.random.default_rng(0)
feats = rng.normal(size=(256, 32)).astype(np.float32)
cls = (feats[:, 0] > 0).astype(np.int32)
onehot = np.eye(2, dtype=np.float32)[cls]
train = ds.NumpySlicesDataset({"features": feats, "labels": onehot}, shuffle=True).batch(16, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(32, hf_cfg["hidden_size"]), nn.Tanh(), nn.Dense(hf_cfg["hidden_size"], num_labels))
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=False, reduction="mean")
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-3)
model = ms.Model(net, loss_fn=loss_fn, optimizer=opt)
model.train(2, train, callbacks=[MFLossMonitor(per_print_times=4, origin_epochs=2,
                                               dataset_size=train.get_dataset_size())],
            dataset_sink_mode=False)
print("training finished")
