# warmup+cosine schedule; the torch script also dropped LR by 10x at epoch 3 via param_groups -> ported as a callback
import numpy as np
import keras

class DropLR(keras.callbacks.Callback):
    def __init__(self, at_epoch, factor):
        super().__init__(); self.at_epoch, self.factor = at_epoch, factor
    def on_epoch_begin(self, epoch, logs=None):
        if epoch == self.at_epoch:
            lr = float(keras.ops.convert_to_numpy(self.model.optimizer.learning_rate))
            self.model.optimizer.learning_rate = lr * self.factor   # for g in opt.param_groups: g['lr'] *= 0.1
            print(f"\nEpoch {epoch}: lr -> {lr * self.factor:.2e}")

rng = np.random.default_rng(0)
X = rng.normal(size=(2000, 32)).astype("float32")
y = (X[:, :4].sum(1) > 0).astype("int32")
steps = (len(X) // 64) * 6
sched = keras.optimizers.schedules.CosineDecay(0.0, decay_steps=steps, warmup_target=1e-3, warmup_steps=60)
model = keras.Sequential([keras.Input((32,)), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(2)])
model.compile(keras.optimizers.AdamW(sched, weight_decay=0.01),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(X, y, epochs=6, batch_size=64, callbacks=[DropLR(3, 0.1)], verbose=2)
