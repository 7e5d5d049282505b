# Tabular/text classifier ported from a pandas + torch script. torch did F.one_hot(labels.long(), C) for the
# label-smoothing loss; the port reads the CSV label column (float64 because of missing values filled with
# -1.0 upstream, then cast to float32) and passes it straight to mindspore.ops.one_hot.
import io
import numpy as np
import pandas as pd
import mindspore as ms
from mindspore import nn, ops, Tensor

csv = io.StringIO("text_len,n_links,label\n" + "\n".join(
    f"{np.random.randint(5, 500)},{np.random.randint(0, 9)},{'' if i % 17 == 0 else i % 3}" for i in range(64)))
df = pd.read_csv(csv)
df["label"] = df["label"].fillna(-1.0)
df = df[df["label"] >= 0]
print(df.dtypes.to_dict())

num_classes, smoothing = 3, 0.1
net = nn.Dense(2, num_classes)
feats = Tensor(df[["text_len", "n_links"]].to_numpy(np.float32) / 500.0)
labels = Tensor(df["label"].to_numpy(np.float32))        # torch: torch.tensor(df.label).long()

def smoothed_ce(logits, y):
    on, off = Tensor(1.0 - smoothing, ms.float32), Tensor(smoothing / (num_classes - 1), ms.float32)
    target = ops.one_hot(y, num_classes, on, off)
    return -(target * ops.log_softmax(logits, -1)).sum(-1).mean()

loss = smoothed_ce(net(feats), labels)
print("loss", float(loss.asnumpy()))
