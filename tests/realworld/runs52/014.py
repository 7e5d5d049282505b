# Training arguments parsed with transformers.TrainingArguments (kept from the HF script) and used to build the
# MindSpore pipeline
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from transformers import HfArgumentParser, TrainingArguments

ms.set_context(mode=ms.PYNATIVE_MODE)
parser = HfArgumentParser(TrainingArguments)
(args,) = parser.parse_args_into_dataclasses(["--output_dir", "out_014", "--num_train_epochs", "3",
                                             "--per_device_train_batch_size", "16", "--learning_rate", "1e-3",
                                             "--report_to", "none"])
print("epochs:", args.num_train_epochs, "batch:", args.per_device_train_batch_size, "lr:", args.learning_rate)
rng = np.random.default_rng(14)
X = rng.normal(size=(400, 10)).astype(np.float32)
y = (X[:, 0] > 0).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X, "label": y}, shuffle=True)
train = train.batch(args.per_device_train_batch_size, drop_remainder=True).repeat(args.num_train_epochs)
net = nn.SequentialCell(nn.Dense(10, 16), nn.ReLU(), nn.Dense(16, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), args.learning_rate)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
for step, (a, b) in enumerate(train.create_tuple_iterator()):
    loss, g = grad_fn(a, b); opt(g)
    if step % args.logging_steps == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")
