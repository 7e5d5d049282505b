"""Stage 2 fine-tuning: reuse backbone + classifier head from the stage-1 model (20 classes) for the new label set."""
import numpy as np
import keras
from keras import layers

def build(num_classes, name):
    inp = keras.Input(shape=(32, 32, 3))
    x = layers.Rescaling(1/255.)(inp)
    x = layers.Conv2D(16, 3, activation="relu", name="conv1")(x)
    x = layers.MaxPooling2D()(x)
    x = layers.Conv2D(32, 3, activation="relu", name="conv2")(x)
    x = layers.GlobalAveragePooling2D()(x)
    x = layers.Dense(64, activation="relu", name="fc")(x)
    out = layers.Dense(num_classes, name="classifier")(x)
    return keras.Model(inp, out, name=name)

rng = np.random.default_rng(2)
x1 = rng.integers(0, 256, (256, 32, 32, 3)).astype("float32"); y1 = rng.integers(0, 20, 256)
stage1 = build(20, "stage1")
stage1.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
stage1.fit(x1, y1, epochs=1, batch_size=32, verbose=2)

stage2 = build(12, "stage2")
print("transferring weights from stage1 ...")
for layer_name in ["conv1", "conv2", "fc", "classifier"]:
    src, dst = stage1.get_layer(layer_name), stage2.get_layer(layer_name)
    for v_dst, v_src in zip(dst.weights, src.weights):
        v_dst.assign(v_src)
    print(f"  copied {layer_name}")
stage2.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
