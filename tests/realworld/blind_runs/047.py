# padding a batch with a tokenizer that has no pad token
import transformers
print("transformers", transformers.__version__)
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast
vocab = {w: i for i, w in enumerate(["<unk>", "<s>", "</s>", "hello", "world", "how", "are", "you"])}
tk = Tokenizer(models.WordLevel(vocab, unk_token="<unk>"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tok = PreTrainedTokenizerFast(tokenizer_object=tk, bos_token="<s>", eos_token="</s>", unk_token="<unk>")
batch = tok(["hello world", "how are you"], padding=True)
print(batch)
