# feed tokenizer output straight into the MindSpore model (torch: return_tensors="pt")
import mindspore as ms
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast
vocab = {"<unk>":0,"<pad>":1,"</s>":2}
for w in "good bad movie plot acting great".split(): vocab[w] = len(vocab)
tk = Tokenizer(models.WordLevel(vocab, unk_token="<unk>")); tk.pre_tokenizer = pre_tokenizers.Whitespace()
tok = PreTrainedTokenizerFast(tokenizer_object=tk, unk_token="<unk>", pad_token="<pad>")
inputs = tok(["good movie", "bad plot great acting"], padding=True, return_tensors="ms")
print(inputs["input_ids"].shape)
