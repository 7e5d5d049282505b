# Port of an HF Trainer fine-tuning script to MindFormers Trainer (tiny MLP on synthetic data).
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindformers import Trainer, TrainingArguments

ms.set_context(mode=ms.PYNATIVE_MODE)
rng = np.random.default_rng(0)
X = rng.normal(size=(512, 32)).astype(np.float32)
W = rng.normal(size=(32, 4)).astype(np.float32)
Y = (X @ W).argmax(1).astype(np.int32)
print("train samples:", len(X))

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 4))
        self.loss = nn.CrossEntropyLoss()
    def construct(self, x, labels):
        return self.loss(self.body(x), labels)

train_ds = ds.NumpySlicesDataset({"x": X, "labels": Y}, shuffle=True).batch(32, drop_remainder=True)

args = TrainingArguments(
    output_dir="./output_cls",
    num_train_epochs=2,
    per_device_train_batch_size=32,
    learning_rate=5e-4,
    weight_decay=0.01,
    warmup_ratio=0.1,
    lr_scheduler_type="cosine",
    logging_steps=4,
    save_strategy="no",
    bf16=True,
    seed=42,
)
trainer = Trainer(model=Classifier(), args=args, train_dataset=train_ds)
trainer.train()
