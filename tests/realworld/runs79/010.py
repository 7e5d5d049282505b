# Long tabular training job made preemptible with BackupAndRestore. The first run was killed at epoch 4;
# before relaunching, the hidden width was raised from 64 to 128 in the config ("more capacity").
import sys, shutil, numpy as np, keras
from keras import layers

BACKUP = "backup_fraud"
rng = np.random.default_rng(15)
x = rng.normal(size=(4000, 32)).astype("float32")
y = (x[:, :4].sum(1) > 0).astype("float32")

def build(hidden):
    m = keras.Sequential([keras.Input((32,)), layers.Dense(hidden, activation="relu"),
                          layers.Dense(hidden // 2, activation="relu"), layers.Dense(1, activation="sigmoid")])
    m.compile("adam", "binary_crossentropy", metrics=["accuracy"])
    return m

class Preempted(keras.callbacks.Callback):
    def on_epoch_end(self, epoch, logs=None):
        if epoch == 3:
            raise RuntimeError("simulated preemption (node reclaimed)")

shutil.rmtree(BACKUP, ignore_errors=True)
print("=== run 1: hidden=64")
try:
    build(64).fit(x, y, epochs=10, batch_size=128, verbose=2,
                  callbacks=[keras.callbacks.BackupAndRestore(BACKUP), Preempted()])
except RuntimeError as e:
    print("run 1 stopped:", e)

print("=== run 2 (relaunch): hidden=128")
build(128).fit(x, y, epochs=10, batch_size=128, verbose=2,
               callbacks=[keras.callbacks.BackupAndRestore(BACKUP)])
