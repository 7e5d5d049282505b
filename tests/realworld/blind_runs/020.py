# preprocessing builds a dense one-hot label matrix in host RAM
import numpy as np
import mindspore as ms
ms.set_device("CPU")
num_samples, vocab = 2_000_000, 152_064
print("building one-hot labels", num_samples, "x", vocab)
labels = np.zeros((num_samples, vocab), dtype=np.float32)
