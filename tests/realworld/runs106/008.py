"""Train a small toxicity classifier, export it for serving, then run the offline eval stage
(stage 2 used to be a separate tf.keras 2.x script that reloaded the exported model)."""
import os, random, shutil
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(8); random.seed(8)
EXPORT_DIR = "/home/user/project"
shutil.rmtree("/home/user/project", ignore_errors=True)

CLEAN = ["thanks", "nice", "helpful", "agree", "interesting", "point", "article", "read", "good", "question"]
TOXIC = ["idiot", "stupid", "shut", "hate", "loser", "dumb"]
def comment(y):
    w = random.choices(CLEAN, k=random.randint(3, 10)) + (random.choices(TOXIC, k=2) if y else [])
    random.shuffle(w); return " ".join(w)
y = (np.random.rand(2000) < 0.25).astype("int32"); x = np.array([comment(v) for v in y])

vec = layers.TextVectorization(max_tokens=500, output_sequence_length=16); vec.adapt(x)
model = keras.Sequential([
    keras.Input((16,), dtype="int64"),
    layers.Embedding(500, 32, mask_zero=True),
    layers.GRU(32),
    layers.Dense(1, activation="sigmoid"),
], name="toxicity")
model.compile("adam", "binary_crossentropy", metrics=["accuracy", keras.metrics.AUC(name="auc")])
xs = vec(x).numpy()
model.fit(xs[:1600], y[:1600], validation_data=(xs[1600:], y[1600:]), epochs=2, batch_size=64, verbose=2)

# --- stage 1: export for TF Serving ---
model.export(EXPORT_DIR)
print("exported to", EXPORT_DIR, "->", sorted(os.listdir(EXPORT_DIR)))

# --- stage 2: offline evaluation of the exported artifact ---
print("== offline eval: loading", EXPORT_DIR)
served = keras.models.load_model(EXPORT_DIR)
served.compile(metrics=["accuracy"])
print("offline eval:", served.evaluate(xs[1600:], y[1600:], verbose=0))
