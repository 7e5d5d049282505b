"""Text-classification head on precomputed sentence embeddings; Model.train with monitoring callbacks."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, CheckpointConfig, ModelCheckpoint, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

train_cfg = dict(epochs=3, batch_size=32, lr=2e-3, log_every=10, save_every=50, keep_max=3)

rng = np.random.default_rng(0)
emb = rng.normal(size=(640, 128)).astype(np.float32)
lab = (emb[:, :8].mean(1) > 0).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"emb": emb, "label": lab}, shuffle=True).batch(train_cfg["batch_size"], drop_remainder=True)
print(f"train batches: {train_ds.get_dataset_size()}")

head = nn.SequentialCell(nn.Dense(128, 64), nn.GELU(), nn.Dropout(p=0.1), nn.Dense(64, 2))
model = Model(head, nn.CrossEntropyLoss(), nn.AdamWeightDecay(head.trainable_params(), train_cfg["lr"]),
              metrics={"acc": Accuracy()})

callbacks = [
    LossMonitor(per_print_time=train_cfg["log_every"]),
    TimeMonitor(),
    ModelCheckpoint(prefix="emb_head", directory="./ckpt_017",
                    config=CheckpointConfig(save_checkpoint_steps=train_cfg["save_every"],
                                            keep_checkpoint_max=train_cfg["keep_max"])),
]
model.train(train_cfg["epochs"], train_ds, callbacks=callbacks, dataset_sink_mode=False)
