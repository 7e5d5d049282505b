"""Question-type classifier with the full callback stack (BackupAndRestore, ModelCheckpoint weights,
CSVLogger, ReduceLROnPlateau, EarlyStopping), final test evaluation, model.export for serving and a
reload check of the exported SavedModel through keras.layers.TFSMLayer."""
import os, random, shutil
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(16); random.seed(16)
RUN = "/home/user/project"; shutil.rmtree(RUN, ignore_errors=True); os.makedirs(RUN)
QTYPES = {"who": ["who", "person", "invented", "wrote"], "when": ["when", "year", "date", "century"],
          "where": ["where", "city", "country", "located"], "how_many": ["how", "many", "number", "count"]}
FILL = ["the", "is", "was", "of", "first", "did", "in", "famous", "this", "that"]
names = sorted(QTYPES)
def q(y):
    w = random.choices(FILL, k=random.randint(2, 7)) + random.choices(QTYPES[names[y]], k=2)
    random.shuffle(w); return " ".join(w)
y = np.random.randint(0, 4, 2600); x = np.array([q(v) for v in y])

vec = layers.TextVectorization(max_tokens=400, output_sequence_length=12); vec.adapt(x[:2000])
X = vec(x).numpy()
model = keras.Sequential([
    keras.Input((12,), dtype="int64"),
    layers.Embedding(400, 32, mask_zero=True),
    layers.LSTM(32),
    layers.Dense(4),
], name="qtype")
model.compile(keras.optimizers.Adam(2e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
cbs = [
    keras.callbacks.BackupAndRestore(os.path.join(RUN, "backup")),
    keras.callbacks.ModelCheckpoint(os.path.join(RUN, "best.weights.h5"), monitor="val_loss", save_best_only=True, save_weights_only=True),
    keras.callbacks.CSVLogger(os.path.join(RUN, "log.csv")),
    keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=1, verbose=1),
    keras.callbacks.EarlyStopping(monitor="val_loss", patience=3),
]
model.fit(X[:2000], y[:2000], validation_data=(X[2000:2300], y[2000:2300]), epochs=4, batch_size=64, callbacks=cbs, verbose=2)
model.load_weights(os.path.join(RUN, "best.weights.h5"))
print("test:", dict(zip(model.metrics_names, model.evaluate(X[2300:], y[2300:], verbose=0))))
model.export(os.path.join(RUN, "serving/1"), verbose=False)
served = keras.layers.TFSMLayer(os.path.join(RUN, "serving/1"), call_endpoint="serve")
a = model.predict(X[2300:2310], verbose=0); b = served(tf.constant(X[2300:2310])).numpy()
print("export check max|diff| = %.2e" % np.abs(a - b).max())
print("csv log:", open(os.path.join(RUN, "log.csv")).read().splitlines()[-1])
